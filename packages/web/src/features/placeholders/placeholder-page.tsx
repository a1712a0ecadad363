import Typography from '@mui/material/Typography';

/** Stand-in for a screen a later issue builds: its title only. */
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <Typography variant="h1" gutterBottom>
      {title}
    </Typography>
  );
}
