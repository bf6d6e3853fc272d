// Opens the product detail modal; its code (and later the charts') loads on the first click.
import { lazy, Suspense } from 'react';

const ProductDetailModal = lazy(() =>
  import('./ProductDetailModal').then((module) => ({ default: module.ProductDetailModal })),
);

export interface ProductRef {
  id: string;
  name: string;
  isPlatform: boolean;
}

export function ProductDetails({
  product,
  onClose,
}: {
  product: ProductRef | null;
  onClose(): void;
}) {
  if (!product) return null;
  return (
    <Suspense fallback={null}>
      <ProductDetailModal product={product} onClose={onClose} />
    </Suspense>
  );
}
