import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A sentence in place of a screen the user cannot see yet. */
export function GuardMessage({ children }: { children: string }) {
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {children}
      </Typography>
    </Box>
  );
}
