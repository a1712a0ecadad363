import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageTitle, type PageTitleProps } from './page-title';

/** A page that has only its title and one sentence to say (e.g. the bar has none of its tabs). */
export function TitledMessage({ message, ...title }: PageTitleProps & { message: string }) {
  return (
    <Box>
      <PageTitle {...title} />
      <Typography color="text.secondary">{message}</Typography>
    </Box>
  );
}
