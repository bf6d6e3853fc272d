import { act, render, screen, within } from '@testing-library/react';
import { BannerProvider, bannerSeverity, useBanner } from './StatusBanner';

function Trigger({ message }: { message: string }) {
  const show = useBanner();
  return <button onClick={() => show(message)}>show</button>;
}

function renderBanner(message: string) {
  render(
    <BannerProvider>
      <Trigger message={message} />
    </BannerProvider>,
  );
  return () => act(() => screen.getByRole('button', { name: 'show' }).click());
}

function showBanner(message: string) {
  renderBanner(message)();
}

/** The coloured box the user sees around a message. */
const bannerOf = (message: string) => screen.getByText(message).closest('.MuiAlert-root');

describe('status banner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message and hides it after 3000 ms', () => {
    showBanner('Successfully created a product family!');
    expect(screen.getByText('Successfully created a product family!')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Successfully created a product family!')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Successfully created a product family!')).not.toBeInTheDocument();
  });

  it('styles a message containing "error" in any case as an error', () => {
    showBanner('Error: Product Family with name you provided already exists!');
    expect(bannerOf('Error: Product Family with name you provided already exists!')).toHaveClass(
      'MuiAlert-colorError',
    );
  });

  it('styles any other message as a success', () => {
    showBanner('Successfully created a product family!');
    expect(bannerOf('Successfully created a product family!')).toHaveClass('MuiAlert-colorSuccess');
  });

  // WCAG 4.1.3: a live region inserted together with its text is not read by every screen
  // reader, so the regions are there before any message and only their content changes.
  it('says a success politely in a region that was there before the text', () => {
    const show = renderBanner('Request sent successfully!');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    show();
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Request sent successfully!');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toBeEmptyDOMElement();
  });

  it('says an error at once (role alert) in a region that was there before the text', () => {
    const show = renderBanner('Network error or server not reachable');
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();

    show();
    expect(screen.getByRole('alert')).toBe(alert);
    expect(within(alert).getByText('Network error or server not reachable')).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says a repeated message again: the text is a new node in the region', () => {
    const show = renderBanner('Saved');
    show();
    const first = screen.getByText('Saved');
    show();
    expect(screen.getByText('Saved')).not.toBe(first);
  });

  it('decides the style by the word error anywhere in the text', () => {
    expect(bannerSeverity('ERROR: Order number cannot be empty!')).toBe('error');
    expect(bannerSeverity('Network error or server not reachable')).toBe('error');
    expect(bannerSeverity('Error while updating the budget')).toBe('error');
    expect(bannerSeverity('Successfully updated the budget')).toBe('success');
  });
});
