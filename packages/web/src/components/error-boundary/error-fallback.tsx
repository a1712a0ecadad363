import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export const ERROR_MESSAGE = 'Something went wrong. Our team is investigating the problem';

/** What a failed screen shows instead of its content (SPEC §2). */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <Box role="alert" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {ERROR_MESSAGE}
      </Typography>
      {onRetry && (
        <Button sx={{ mt: 2 }} variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Box>
  );
}
