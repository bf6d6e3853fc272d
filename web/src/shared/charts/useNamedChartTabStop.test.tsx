import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useNamedChartTabStop } from './useNamedChartTabStop';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  const figure = useNamedChartTabStop<HTMLElement>(label);
  return (
    <figure aria-label={label} ref={figure}>
      {children}
    </figure>
  );
}

// MUI X Charts 9: each chart is one tab stop, for its arrow-key navigation.
describe('a chart tab stop', () => {
  it.each([
    [
      'bar',
      <BarChart
        key="bar"
        height={200}
        width={300}
        xAxis={[{ scaleType: 'band', data: ['2026', '2027'] }]}
        series={[{ label: 'Budget', data: [10, 20] }]}
      />,
    ],
    [
      'pie',
      <PieChart
        key="pie"
        height={200}
        width={300}
        series={[{ data: [{ id: 'a', value: 1, label: 'A' }] }]}
      />,
    ],
  ])('of a %s chart is named like its figure', async (_kind, chart) => {
    render(
      <>
        <button>before</button>
        <Figure label="Budget by year">{chart}</Figure>
      </>,
    );
    screen.getByRole('button', { name: 'before' }).focus();
    await userEvent.tab();
    const figure = screen.getByRole('figure', { name: 'Budget by year' });
    expect(within(figure).getByRole('group', { name: 'Budget by year' })).toHaveFocus();
  });
});
