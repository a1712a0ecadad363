import ActivityPage from '../features/activity/activity-page';
import { BarAlarmsPanel } from '../features/alarms/components/bar-alarms-panel';

/** The '/' screen: Activity with the selected bar's alarms among its live panels (the two features meet here). */
export default function ActivityScreen() {
  return <ActivityPage alarms={<BarAlarmsPanel />} />;
}
