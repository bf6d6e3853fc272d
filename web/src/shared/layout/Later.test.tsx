import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { Later } from './Later';

describe('Later', () => {
  it("leaves its children out of the parent's first commit and shows them right after", async () => {
    const laterInFirstCommit: boolean[] = [];
    function Parent() {
      useLayoutEffect(() => {
        laterInFirstCommit.push(screen.queryByText('the cards') !== null);
      }, []);
      return (
        <>
          <p>the summary</p>
          <Later fallback={<p>not yet</p>}>
            <p>the cards</p>
          </Later>
        </>
      );
    }
    render(<Parent />);
    expect(await screen.findByText('the cards')).toBeInTheDocument();
    expect(laterInFirstCommit).toEqual([false]);
    expect(screen.queryByText('not yet')).not.toBeInTheDocument();
  });
});
