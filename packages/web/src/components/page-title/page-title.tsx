import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface BreadcrumbItem {
  label: string;
  /** Route to open; crumbs without one (a menu group such as 'Operations') are plain text. */
  to?: string;
}

export interface PageTitleProps {
  title: string;
  /** From the root to the current page; the last crumb is the current page. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
}

/** The page heading (one h1 per page) with its breadcrumb trail. */
export function PageTitle({ title, breadcrumbs = [], actions }: PageTitleProps) {
  const { t } = useTranslation();
  return (
    <Box component="header" sx={{ mb: 2, display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {breadcrumbs.length > 0 ? (
          <Breadcrumbs aria-label={t('breadcrumb')} sx={{ mb: 0.5 }}>
            {breadcrumbs.map((crumb, index) => {
              const current = index === breadcrumbs.length - 1;
              if (crumb.to && !current) {
                return (
                  <Link key={`${crumb.label}-${index}`} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
                    {crumb.label}
                  </Link>
                );
              }
              return (
                <Typography key={`${crumb.label}-${index}`} color={current ? 'text.primary' : 'text.secondary'} aria-current={current ? 'page' : undefined}>
                  {crumb.label}
                </Typography>
              );
            })}
          </Breadcrumbs>
        ) : null}
        <Typography variant="h5" component="h1" noWrap>
          {title}
        </Typography>
      </Box>
      {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
