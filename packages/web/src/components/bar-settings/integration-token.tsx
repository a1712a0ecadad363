import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../copy-button/copy-button';
import { useNotify } from '../../lib/use-notify';
import { useGenerateBarToken } from './api/generate-bar-token';
import { Section } from './section';

/** Generates the bar's integration token (shown once, never stored in the page) with a copy button. */
export function IntegrationToken({ barId }: { barId: string }) {
  const generate = useGenerateBarToken();
  const notify = useNotify();
  const token = generate.data;
  return (
    <Section
      title="Integration Token"
      actions={
        <Button
          variant="outlined"
          size="small"
          disabled={generate.isPending}
          onClick={() => generate.mutate(barId, { onError: (error) => notify.error(error, 'JWT Generation Failed!') })}
        >
          Generate Token
        </Button>
      }
    >
      {token ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TextField
            label="Integration Token"
            value={token.token}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            helperText={`Valid until ${new Date(token.expiresAt).toLocaleString()}`}
          />
          <CopyButton text={token.token} label="Copy token" />
        </Box>
      ) : (
        <Typography color="text.secondary">A token lets the bar's controller connect. Generate one and copy it to the controller.</Typography>
      )}
    </Section>
  );
}
