import { BAR_VERSIONS, BAR_VERSION_LABELS, barCreateSchema } from '@bar/domain';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormSelectField } from '../../../components/form-dialog/form-select-field';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { useNotify } from '../../../lib/use-notify';
import { useCreateBar, type CreatedBar } from '../api/create-bar';

const VERSION_OPTIONS = BAR_VERSIONS.map((version) => ({ value: version, label: BAR_VERSION_LABELS[version] }));

/** Coordinates are entered to 5 decimals (SPEC §5). */
const COORDINATE_STEP = 0.00001;

export interface CreateBarDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after 'Bar Saved' with the new bar (the page opens its detail). */
  onCreated: (bar: CreatedBar) => void;
}

/** 'Create New Bar': name, bar type, location and coordinates, posted to /ubar/bars/create. */
export function CreateBarDialog({ open, onClose, onCreated }: CreateBarDialogProps) {
  const createBar = useCreateBar();
  const notify = useNotify();

  return (
    <FormDialog
      open={open}
      title="Create New Bar"
      schema={barCreateSchema}
      defaultValues={{ name: '', instanceInfos: { placeName: '' } }}
      onClose={onClose}
      onSubmit={async (values) => {
        let bar: CreatedBar;
        try {
          bar = await createBar.mutateAsync(values);
        } catch (error) {
          notify.error(error, 'Bar creation Error!');
          throw error; // the dialog shows the server's message and field errors
        }
        notify.success('Bar Saved');
        onCreated(bar);
      }}
    >
      <FormTextField name="name" label="Name" required autoFocus fullWidth />
      <FormSelectField name="version" label="Bar Type" options={VERSION_OPTIONS} required fullWidth />
      <FormTextField name="instanceInfos.placeName" label="Location" required fullWidth />
      <FormTextField name="geoPosition.lat" label="Latitude" type="number" step={COORDINATE_STEP} required fullWidth />
      <FormTextField name="geoPosition.lng" label="Longitude" type="number" step={COORDINATE_STEP} required fullWidth />
    </FormDialog>
  );
}
