import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { BAR_IMAGE_FIELDS, type BarImageField, type BarTab, type EffectiveRole } from '@bar/domain';
import { readServerError } from '../form-dialog/server-errors';
import { useNotify } from '../../lib/use-notify';
import { useUpdateBar } from './api/update-bar';
import { barFormSchema, pickEditable, tabOfFirstError, toFormValues, visibleBarTabs, type BarFormValues, type BarView } from './bar-form';
import { BarFeaturesTab } from './bar-features-tab';
import { BarInfoTab } from './bar-info-tab';
import { BarStateTab } from './bar-state-tab';
import { PaymentTab } from './payment-tab';
import { RoboticSettingsTab } from './robotic-settings-tab';
import { SecurityTab } from './security-tab';
import { SaveButton } from '../save-button/save-button';

export interface BarSettingsFormProps {
  bar: BarView;
  /** The editor's role on this bar: it decides the tabs and the fields sent. */
  role: EffectiveRole;
  /** Called with the saved bar after 'Bar Saved'. */
  onSaved?: (bar: BarView) => void;
}

type Images = Partial<Record<BarImageField, File>>;

/** Stored images marked for removal are sent as null (a new file for the slot wins). */
function withRemovedImages(data: Record<string, unknown>, removed: Partial<Record<BarImageField, boolean>>, images: Images): Record<string, unknown> {
  const slots = BAR_IMAGE_FIELDS.filter((slot) => removed[slot] && !images[slot]);
  if (slots.length === 0 || !data.instanceInfos) return data;
  return { ...data, instanceInfos: { ...(data.instanceInfos as object), ...Object.fromEntries(slots.map((slot) => [slot, null])) } };
}

/**
 * The bar's settings in tabs (Bar Info, Bar Features, Bar State, Robotic Settings, Payment,
 * Security), as many as the role may edit. A failed validation shows the tab of the first error.
 */
export function BarSettingsForm({ bar, role, onSaved }: BarSettingsFormProps) {
  const { t } = useTranslation();
  const tabs = useMemo(() => visibleBarTabs(role), [role]);
  const schema = useMemo(() => barFormSchema(role), [role]);
  const [tab, setTab] = useState<BarTab | undefined>(tabs[0]);
  const [images, setImages] = useState<Images>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<BarImageField, string>>>({});
  const [removedImages, setRemovedImages] = useState<Partial<Record<BarImageField, boolean>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdateBar();
  const notify = useNotify();

  const form = useForm<BarFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<BarFormValues>,
    defaultValues: toFormValues(bar),
  });

  // A refetch of the same bar keeps what is being typed; another bar starts over.
  const { reset } = form;
  useEffect(() => {
    reset(toFormValues(bar));
    setImages({});
    setImageErrors({});
    setRemovedImages({});
    setServerError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bar.id, reset]);

  const showTab = (next: BarTab | null) => {
    if (next && tabs.includes(next)) setTab(next);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      setImageErrors({});
      let saved: BarView;
      try {
        saved = await update.mutateAsync({
          id: bar.id,
          data: withRemovedImages(pickEditable(values as Record<string, unknown>, role), removedImages, images),
          images,
        });
      } catch (error) {
        notify.error(error);
        const report = readServerError(error);
        const fieldErrors: Record<string, unknown> = {};
        const imageFailures: Partial<Record<BarImageField, string>> = {};
        for (const field of report.fields) {
          const slot = BAR_IMAGE_FIELDS.find((s) => field.name === s || field.name === `instanceInfos.${s}`);
          if (slot) imageFailures[slot] = field.message;
          else form.setError(field.name as FieldPath<BarFormValues>, { type: 'server', message: field.message });
          fieldErrors[slot ? 'instanceInfos' : field.name.split('.')[0]] = true;
        }
        setImageErrors(imageFailures);
        setServerError(report.message);
        showTab(tabOfFirstError(fieldErrors, tabs));
        return;
      }
      notify.success(t('barSettings.saved'));
      reset(toFormValues(saved));
      setImages({});
      setRemovedImages({});
      onSaved?.(saved);
    },
    (errors) => showTab(tabOfFirstError(errors as Record<string, unknown>, tabs)),
  );

  const pending = form.formState.isSubmitting || update.isPending;
  const current = tab && tabs.includes(tab) ? tab : tabs[0];

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('barSettings.label')}>
        <Tabs
          value={current ?? false}
          onChange={(_, next: BarTab) => setTab(next)}
          variant="scrollable"
          // arrows always in place (hidden while not needed), so they never cover the selected tab
          scrollButtons
          allowScrollButtonsMobile
          aria-label={t('barSettings.sections')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {tabs.map((tab) => (
            // Narrower than MUI's default so that the six tabs fit a 1024 px tablet without scrolling.
            <Tab
              key={tab}
              value={tab}
              label={t(`barSettings.tabs.${tab}`)}
              id={`bar-tab-${tab}`}
              aria-controls={`bar-tabpanel-${tab}`}
              sx={{ px: 1.5, minWidth: 0 }}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`bar-tabpanel-${current}`} aria-labelledby={`bar-tab-${current}`} sx={{ p: { xs: 2, md: 3 } }}>
          {serverError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setServerError(null)}>
              {serverError}
            </Alert>
          ) : null}
          {current === 'barInfo' ? (
            <BarInfoTab
              bar={bar}
              images={images}
              imageErrors={imageErrors}
              disabled={pending}
              removedImages={removedImages}
              onImageRemove={(slot, removed) => setRemovedImages((prev) => ({ ...prev, [slot]: removed }))}
              onImageChange={(slot, file) => {
                setImages((prev) => ({ ...prev, [slot]: file }));
                setImageErrors((prev) => ({ ...prev, [slot]: undefined }));
              }}
            />
          ) : null}
          {current === 'features' ? <BarFeaturesTab /> : null}
          {current === 'state' ? <BarStateTab role={role} /> : null}
          {current === 'roboticSettings' ? <RoboticSettingsTab /> : null}
          {current === 'payment' ? <PaymentTab bar={bar} /> : null}
          {current === 'security' ? <SecurityTab bar={bar} role={role} /> : null}
        </Box>
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1,
            px: 3,
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <SaveButton pending={pending} />
        </Box>
      </Paper>
    </FormProvider>
  );
}
