// /platforms (spec §2 'Platform Overview'): search (at most 40 characters), platform cards with
// owner and budget, and Details. A list that grows: asked a page at a time from the server.
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, PLATFORM_MESSAGES, TIMINGS } from '@cost-steering/schema';
import { useMoney } from '../../../shared/currency/currency';
import { errorBannerText } from '../../../shared/errors/errorText';
import { useServerList } from '../../../shared/data-table/useServerList';
import { useSettledValue } from '../../../shared/forms/useSettledValue';
import { PlatformDetails } from '../components/PlatformDetails';
import { PlatformListQuery } from '../documents';

/** Ours (the spec names no empty text for the platform overview): without and with a search. */
export const NO_PLATFORMS = 'There are no platforms to show.';
export const NO_PLATFORMS_MATCH = 'No platforms match your search.';

export function PlatformsPage() {
  const money = useMoney();
  const list = useServerList<'NAME' | 'BUDGET'>({ field: 'NAME', direction: 'ASC' });
  const [search, setSearch] = useState('');
  const [details, setDetails] = useState<string | null>(null);
  const tooLong = search.length > LIMITS.searchMax;
  // Asked once typing pauses for the spec's filter fetch delay (§9), as every search box.
  const settled = useSettledValue(search, TIMINGS.filterFetchDelayMs);
  const { setSearch: searchList } = list;
  useEffect(() => {
    if (settled.length <= LIMITS.searchMax) searchList(settled);
  }, [settled, searchList]);
  const { data, loading, error } = useQuery(PlatformListQuery, {
    variables: list.variables,
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.platforms;
  const pages = page ? Math.ceil(page.totalCount / list.variables.limit) : 0;

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Platforms
      </Typography>
      <TextField
        label="Search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        error={tooLong}
        helperText={tooLong ? PLATFORM_MESSAGES.searchTooLong : ' '}
        sx={{ mb: 2, minWidth: 320 }}
      />
      {/* A failed read says why rather than leaving the page empty below the search box. */}
      {error && !data && <Alert severity="error">{errorBannerText(error)}</Alert>}
      {page && page.items.length === 0 && !loading && (
        <Typography color="text.secondary">
          {list.variables.search ? NO_PLATFORMS_MATCH : NO_PLATFORMS}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        }}
      >
        {page?.items.map((platform) => (
          <Card key={platform.id} component="article" variant="outlined" aria-label={platform.name}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {platform.name}
              </Typography>
              <Typography>Owner: {platform.owner}</Typography>
              <Typography>Budget: {money(platform.budget)}</Typography>
              <Typography color="text.secondary">Products: {platform.productCount}</Typography>
            </CardContent>
            <CardActions>
              <Button size="small" onClick={() => setDetails(platform.id)}>
                Details
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={list.page + 1}
          onChange={(_event, value) => list.setPage(value - 1)}
        />
      )}
      {details && <PlatformDetails id={details} onClose={() => setDetails(null)} />}
    </Paper>
  );
}
