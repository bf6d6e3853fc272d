import { act, render, screen } from '@testing-library/react';
import { BannerProvider, bannerSeverity, useBanner } from './StatusBanner';

function Trigger({ message }: { message: string }) {
  const show = useBanner();
  return <button onClick={() => show(message)}>show</button>;
}

function showBanner(message: string) {
  render(
    <BannerProvider>
      <Trigger message={message} />
    </BannerProvider>,
  );
  act(() => screen.getByRole('button', { name: 'show' }).click());
}

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
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
  });

  it('styles any other message as a success', () => {
    showBanner('Successfully created a product family!');
    expect(screen.getByRole('status')).toHaveClass('MuiAlert-colorSuccess');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('decides the style by the word error anywhere in the text', () => {
    expect(bannerSeverity('ERROR: Order number cannot be empty!')).toBe('error');
    expect(bannerSeverity('Network error or server not reachable')).toBe('error');
    expect(bannerSeverity('Error while updating the budget')).toBe('error');
    expect(bannerSeverity('Successfully updated the budget')).toBe('success');
  });
});
