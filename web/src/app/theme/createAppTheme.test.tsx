import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { createAppTheme } from './createAppTheme';

describe('theme', () => {
  const theme = createAppTheme({});
  // The family rows of the overview tables: action.hover (black at 4 %) over the white paper.
  const tableRowGrey = '#f5f5f5';

  it.each(['success', 'warning', 'error'] as const)(
    'shows %s amounts as text with at least 4.5:1 contrast (WCAG AA)',
    (status) => {
      const color = theme.palette[status].main;
      expect(getContrastRatio(color, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(color, tableRowGrey)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps the hint of a disabled field readable (4.5:1)', () => {
    render(
      <ThemeProvider theme={theme}>
        <TextField label="Name" disabled helperText="17/32" />
      </ThemeProvider>,
    );
    const hint = getComputedStyle(screen.getByText('17/32')).color;
    expect(getContrastRatio(hint, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a configured colour MUI can read and falls back on one it cannot', () => {
    expect(createAppTheme({ primary: '#123456' }).palette.primary.main).toBe('#123456');
    expect(createAppTheme({ primary: 'blue-ish' }).palette.primary.main).toBe('#1f4e79');
  });
});
