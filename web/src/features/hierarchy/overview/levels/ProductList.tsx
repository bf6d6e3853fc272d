// Products as cards or, in list mode, as a table — with the product detail modal behind each
// card's Details button. Shared by the products of a family and the full overview.
import { lazy, Suspense, useState } from 'react';
import { TEXTS } from '@cost-steering/schema';
import type { ProductCardFieldsFragment } from '../../../../gql/graphql';
import { EmptyText } from '../components/EmptyText';
import { ProductCard } from '../components/ProductCard';
import { Loading } from '../components/QueryStatus';
import { ProductDetails } from '../details/ProductDetails';
import type { LevelProps } from './levelProps';
import { CardGrid } from '../../../../shared/layout/CardGrid';

const ProductTable = lazy(() =>
  import('../tables/ProductTable').then((module) => ({ default: module.ProductTable })),
);

interface Props extends Omit<LevelProps, 'filter'> {
  products: readonly ProductCardFieldsFragment[];
  showFamily: boolean;
}

export function ProductList({ products, showFamily, view, sort, navigation }: Props) {
  const [detailsOf, setDetailsOf] = useState<ProductCardFieldsFragment | null>(null);
  if (products.length === 0) return <EmptyText text={TEXTS.listEmpty} />;

  if (view === 'list') {
    return (
      <Suspense fallback={<Loading label="Loading the table" />}>
        <ProductTable
          products={products}
          navigation={navigation}
          sort={sort}
          showFamily={showFamily}
        />
      </Suspense>
    );
  }
  return (
    <>
      <CardGrid>
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            showFamily={showFamily}
            entitiesHref={navigation.hrefOf({
              kind: 'entities',
              familyId: product.family.id,
              productId: product.id,
            })}
            onDetails={() => setDetailsOf(product)}
          />
        ))}
      </CardGrid>
      <ProductDetails product={detailsOf} onClose={() => setDetailsOf(null)} />
    </>
  );
}
