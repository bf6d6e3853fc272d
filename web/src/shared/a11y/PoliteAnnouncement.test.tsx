import { render, screen } from '@testing-library/react';
import { PoliteAnnouncement } from './PoliteAnnouncement';

describe('PoliteAnnouncement', () => {
  it('says its text in a polite region that takes one pixel, not the width of its container', () => {
    // In MUI's sx a width of 1 is 100%: a region as wide as the bell's container ran past a
    // phone's screen (e2e phone-header: 'the family overview: 671 px wide on a 412 px screen').
    render(<PoliteAnnouncement text="2 unread notifications" />);
    const region = screen.getByText('2 unread notifications');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
  });
});
