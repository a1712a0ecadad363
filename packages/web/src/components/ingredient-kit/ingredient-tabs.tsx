import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface IngredientTabLink {
  value: string;
  label: string;
  href: string;
}

/** The kind tabs above an ingredient list; each tab is a link, so the tab lives in the URL. */
export function IngredientTabs({ tabs, active, label }: { tabs: readonly IngredientTabLink[]; active: string; label: string }) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      {/* Scroll arrows always take their place (hidden while not needed): arrows that appeared after
          the selected tab was scrolled into view would cover it on a narrow screen. */}
      <Tabs value={active} variant="scrollable" scrollButtons allowScrollButtonsMobile aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} component={RouterLink} to={tab.href} />
        ))}
      </Tabs>
    </Box>
  );
}
