import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';

/** The record as the server sent it, folded by default (SUPERADMIN screens). */
export function RawDataPanel({ data, title: given }: { data: unknown; title?: string }) {
  const { t } = useTranslation();
  const title = given ?? t('rawData');
  return (
    <Accordion variant="outlined" disableGutters sx={{ mt: 3 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="pre" aria-label={title} sx={{ m: 0, p: 2, borderRadius: 1, bgcolor: 'action.hover', overflow: 'auto', maxHeight: 400, fontSize: 13 }}>
          {JSON.stringify(data, null, 2)}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
