import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

/** Any path the console does not know. */
export default function NotFoundPage() {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you asked for does not exist or has moved.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Go to the start page
      </Button>
    </Box>
  );
}
