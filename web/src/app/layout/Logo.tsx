// The configured logo (a data URL from the server) or the built-in mark.
export function Logo({ src, appName }: { src: string | null; appName: string }) {
  if (src) {
    return <img src={src} alt={`${appName} logo`} style={{ height: 36, display: 'block' }} />;
  }
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" role="img" aria-label={`${appName} logo`}>
      <rect width="36" height="36" rx="8" fill="currentColor" opacity="0.18" />
      <rect x="8" y="18" width="5" height="10" rx="1" fill="currentColor" />
      <rect x="15.5" y="12" width="5" height="16" rx="1" fill="currentColor" />
      <rect x="23" y="7" width="5" height="21" rx="1" fill="currentColor" />
    </svg>
  );
}
