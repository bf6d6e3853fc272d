// Plain decimal quantities (person days, percentages) in the Croatian format of spec §9, e.g.
// '2,5' or '1.234,125'. Intl formats the decimal *string*, so no float rounds it.
const hrHR = new Intl.NumberFormat('hr-HR', { maximumFractionDigits: 3 });

export function formatDecimal(value: string | null | undefined): string {
  if (value == null || value.trim() === '') return '';
  const trimmed = value.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? hrHR.format(trimmed as `${number}`) : trimmed;
}
