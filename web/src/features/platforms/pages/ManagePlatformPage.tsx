// /manage-platform?platform={product name} (spec §2, §6: manage-platform): name, owner, the
// platform cost with Update cost (all products fetched again 1 s later, spec §9), Allocate
// Consumer, and the consumers with their shares as they are now.
import { useSearchParams } from 'wouter';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMoney } from '../../../shared/currency/currency';
import { errorBannerText } from '../../../shared/errors/errorText';
import { ConsumerLists } from '../components/ConsumerLists';
import { PlatformProductQuery } from '../documents';
import { AllocateConsumerForm } from '../forms/AllocateConsumerForm';
import { PlatformCostForm } from '../forms/PlatformCostForm';
import { useAddPlatformConsumer } from '../hooks/useAddPlatformConsumer';
import { useUpdatePlatformCost } from '../hooks/useUpdatePlatformCost';

export function ManagePlatformPage() {
  const [params] = useSearchParams();
  const name = params.get('platform')?.trim() ?? '';
  const money = useMoney();
  const updateCost = useUpdatePlatformCost();
  const addConsumer = useAddPlatformConsumer();
  const { data, error } = useQuery(PlatformProductQuery, {
    variables: { name },
    fetchPolicy: 'cache-and-network',
  });
  const product = data?.platformProduct;
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Manage platform
      </Typography>
      {error && !data && <Alert severity="error">{errorBannerText(error)}</Alert>}
      {!data && !error && <CircularProgress aria-label="Loading platform" />}
      {data && !product && (
        <Alert severity="info">There is no platform named &apos;{name}&apos;.</Alert>
      )}
      {product && (
        <>
          <Typography>Name: {product.name}</Typography>
          <Typography>Owner: {product.owner}</Typography>
          <Typography sx={{ mb: 2 }}>
            Carried by its consumers: {money(product.consumersForecast)}
          </Typography>
          <PlatformCostForm
            current={product.platformCost}
            onUpdate={(cost) => updateCost(product.id, cost)}
          />
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Allocate Consumer
          </Typography>
          <AllocateConsumerForm
            onAdd={(choice) => addConsumer({ platformProductId: product.id, ...choice })}
          />
          <ConsumerLists
            projects={product.consumerProjects}
            applications={product.consumerApplications}
          />
        </>
      )}
    </Paper>
  );
}
