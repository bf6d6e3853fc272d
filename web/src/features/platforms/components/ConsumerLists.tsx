// The consumers of a platform product (spec §2 'Platform Consumers'): its projects and its
// applications, each with its share of the platform cost, or the spec's empty texts.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PLATFORM_TEXTS } from '@cost-steering/schema';
import type { PlatformConsumerFieldsFragment } from '../../../gql/graphql';
import { useMoney } from '../../../shared/currency/currency';

function ConsumerTable({
  title,
  consumers,
  empty,
}: {
  title: string;
  consumers: readonly PlatformConsumerFieldsFragment[];
  empty: string;
}) {
  const money = useMoney();
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {consumers.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Owner</TableCell>
              <TableCell>Product</TableCell>
              <TableCell>Product family</TableCell>
              <TableCell align="right">Budget</TableCell>
              <TableCell align="right">Platform cost share</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {consumers.map((consumer) => (
              <TableRow key={consumer.id}>
                <TableCell>{consumer.name}</TableCell>
                <TableCell>{consumer.owner}</TableCell>
                <TableCell>{consumer.productName}</TableCell>
                <TableCell>{consumer.productFamilyName}</TableCell>
                <TableCell align="right">{money(consumer.budget)}</TableCell>
                <TableCell align="right">{money(consumer.share)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

export function ConsumerLists(props: {
  projects: readonly PlatformConsumerFieldsFragment[];
  applications: readonly PlatformConsumerFieldsFragment[];
}) {
  return (
    <>
      <ConsumerTable
        title="Projects"
        consumers={props.projects}
        empty={PLATFORM_TEXTS.noProjects}
      />
      <ConsumerTable
        title="Applications"
        consumers={props.applications}
        empty={PLATFORM_TEXTS.noApplications}
      />
    </>
  );
}
