// /platform-consumers?platform={product id} (spec §2): the platform cost and owner, and the
// projects and applications that carry it, each with its share.
import { useSearchParams } from 'wouter';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMoney } from '../../../shared/currency/currency';
import { errorBannerText } from '../../../shared/errors/errorText';
import { ConsumerLists } from '../components/ConsumerLists';
import { PlatformProductQuery } from '../documents';

export function PlatformConsumersPage() {
  const [params] = useSearchParams();
  const id = params.get('platform')?.trim() ?? '';
  const money = useMoney();
  const { data, error } = useQuery(PlatformProductQuery, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  const product = data?.platformProduct;
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Platform consumers{product ? `: ${product.name}` : ''}
      </Typography>
      {error && !data && <Alert severity="error">{errorBannerText(error)}</Alert>}
      {!data && !error && id && <CircularProgress aria-label="Loading consumers" />}
      {(data && !product) || !id ? (
        <Alert severity="info">There is no platform with this id.</Alert>
      ) : null}
      {product && (
        <>
          <Typography>Platform cost: {money(product.platformCost)}</Typography>
          <Typography>Owner: {product.owner}</Typography>
          <ConsumerLists
            projects={product.consumerProjects}
            applications={product.consumerApplications}
          />
        </>
      )}
    </Paper>
  );
}
