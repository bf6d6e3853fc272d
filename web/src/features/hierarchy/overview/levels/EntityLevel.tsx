// The projects and applications of one product (spec §2), as cards or a table, each with the
// details modal of its purchase orders. The summary is the product's own.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../../gql';
import type { BudgetEntityFieldsFragment } from '../../../../gql/graphql';
import { EmptyText } from '../components/EmptyText';
import { EntityCard } from '../components/EntityCard';
import { LevelTrail } from '../components/LevelTrail';
import { Loading, LoadError } from '../components/QueryStatus';
import { SummaryPanel } from '../components/SummaryPanel';
import { EntityDetails, type EntityKind, type EntityRef } from '../details/EntityDetails';
import { EntityTable } from '../tables/EntityTable';
import type { LevelProps } from './levelProps';
import { CardGrid } from '../../../../shared/layout/CardGrid';

export const ProductWithEntitiesQuery = graphql(`
  query ProductWithEntities($productId: ID!, $sort: OverviewSort!) {
    product(id: $productId) {
      ...ProductRowFields
      projects(sort: $sort) {
        ...BudgetEntityFields
      }
      applications(sort: $sort) {
        ...BudgetEntityFields
      }
    }
  }
`);

interface SectionProps {
  title: string;
  kind: EntityKind;
  entities: readonly BudgetEntityFieldsFragment[];
  onDetails(entity: EntityRef): void;
}

function EntitySection({ title, kind, entities, onDetails }: SectionProps): ReactNode {
  const typeLabel = kind === 'project' ? 'Project' : 'Application';
  return (
    <section aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, my: 1 }}>
        {title}
      </Typography>
      {entities.length === 0 ? (
        <EmptyText text={TEXTS.listEmpty} />
      ) : (
        <CardGrid sx={{ mb: 2 }}>
          {entities.map((entity) => (
            <EntityCard
              key={entity.id}
              entity={entity}
              typeLabel={typeLabel}
              onDetails={() => onDetails({ kind, id: entity.id, name: entity.name })}
            />
          ))}
        </CardGrid>
      )}
    </section>
  );
}

export function EntityLevel({
  productId,
  sort,
  view,
  navigation,
}: LevelProps & { productId: string }) {
  const [shown, setShown] = useState<EntityRef | null>(null);
  const { data, error } = useQuery(ProductWithEntitiesQuery, {
    variables: { productId, sort },
    fetchPolicy: 'cache-and-network',
  });

  if (error && !data) return <LoadError error={error} />;
  if (!data) return <Loading label="Loading projects and applications" />;
  const product = data.product;
  if (!product) {
    return (
      <>
        <LevelTrail navigation={navigation} trail={[]} />
        <EmptyText text="This product does not exist." />
      </>
    );
  }
  const familyHref = navigation.hrefOf({ kind: 'products', familyId: product.family.id });
  const empty = product.projects.length === 0 && product.applications.length === 0;

  return (
    <>
      <LevelTrail
        navigation={navigation}
        trail={[{ label: product.family.name, href: familyHref }, { label: product.name }]}
      />
      <SummaryPanel title={`Budget summary: ${product.name}`} figures={product} capsOf="product" />
      {empty ? (
        <EmptyText text={TEXTS.noProjectsOrApplications} />
      ) : view === 'list' ? (
        <EntityTable
          projects={product.projects}
          applications={product.applications}
          isPlatform={product.isPlatform}
        />
      ) : (
        <>
          <EntitySection
            title="Projects"
            kind="project"
            entities={product.projects}
            onDetails={setShown}
          />
          <EntitySection
            title="Applications"
            kind="application"
            entities={product.applications}
            onDetails={setShown}
          />
          <EntityDetails
            entity={shown}
            isPlatform={product.isPlatform}
            onClose={() => setShown(null)}
          />
        </>
      )}
    </>
  );
}
