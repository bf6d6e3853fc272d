// Product images of the demo organisation: small real SVG pictures (a tile with a symbol), stored
// as data URLs as POST /images/ stores them.

function tile(background: string, symbol: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="${background}"/>${symbol}</svg>`;
}

const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

export interface DemoImage {
  name: string;
  svg: string;
  /** The products that show it. */
  products: string[];
}

export const IMAGES: DemoImage[] = [
  {
    name: 'workplace.svg',
    svg: tile(
      '#0b5cad',
      '<rect x="22" y="26" width="52" height="34" rx="3" fill="#fff"/><rect x="16" y="62" width="64" height="6" rx="3" fill="#e8f1f8"/>',
    ),
    products: ['Digital Workplace'],
  },
  {
    name: 'erp.svg',
    svg: tile(
      '#2f855a',
      '<rect x="20" y="52" width="12" height="22" fill="#fff"/><rect x="42" y="38" width="12" height="36" fill="#fff"/><rect x="64" y="24" width="12" height="50" fill="#fff"/>',
    ),
    products: ['ERP Core', 'HR Portal'],
  },
  {
    name: 'kubernetes.svg',
    svg: tile(
      '#326ce5',
      '<polygon points="48,16 76,30 82,60 62,82 34,82 14,60 20,30" fill="none" stroke="#fff" stroke-width="6"/><circle cx="48" cy="50" r="10" fill="#fff"/>',
    ),
    products: ['Kubernetes Platform'],
  },
  {
    name: 'network.svg',
    svg: tile(
      '#6b46c1',
      '<circle cx="48" cy="24" r="8" fill="#fff"/><circle cx="24" cy="70" r="8" fill="#fff"/><circle cx="72" cy="70" r="8" fill="#fff"/><path d="M48 24 L24 70 L72 70 Z" fill="none" stroke="#fff" stroke-width="4"/>',
    ),
    products: ['Campus Network', 'Security Operations'],
  },
  {
    name: 'data.svg',
    svg: tile(
      '#c05621',
      '<ellipse cx="48" cy="28" rx="24" ry="8" fill="#fff"/><path d="M24 28 V68 C24 78 72 78 72 68 V28" fill="none" stroke="#fff" stroke-width="5"/><path d="M24 48 C24 58 72 58 72 48" fill="none" stroke="#fff" stroke-width="5"/>',
    ),
    products: ['Data Warehouse', 'Reporting & BI'],
  },
];

export const imageDataUrl = (image: DemoImage) => svgDataUrl(image.svg);
