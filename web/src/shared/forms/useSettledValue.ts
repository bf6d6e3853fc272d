// A value that follows `value` once it has stopped changing for `delayMs`: a query driven by
// typing (a preview, a search-as-you-type) is asked once the user pauses, not per keystroke.
import { useEffect, useState } from 'react';

export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
