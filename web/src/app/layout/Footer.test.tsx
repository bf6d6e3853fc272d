import { screen } from '@testing-library/react';
import { BackendVersion, VersionQuery } from '../../features/reference/BackendVersion';
import { renderWithProviders } from '../../testing/render';
import { Footer } from './Footer';

function renderFooter(mock: object) {
  renderWithProviders(<Footer version={<BackendVersion />} />, {
    mocks: [{ request: { query: VersionQuery }, ...mock }],
  });
}

describe('footer', () => {
  it('shows the app name and the backend version', async () => {
    renderFooter({ result: { data: { version: '2.4.1' } } });
    expect(screen.getByText('Cost Steering')).toBeInTheDocument();
    expect(await screen.findByText('Version | 2.4.1')).toBeInTheDocument();
  });

  it('shows Version | 1.0.0 when the server does not say', async () => {
    renderFooter({ error: new Error('unreachable') });
    expect(await screen.findByText('Version | 1.0.0')).toBeInTheDocument();
  });
});
