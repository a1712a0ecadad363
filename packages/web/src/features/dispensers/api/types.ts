import type { BibDispenser, BottleDispenser, CoffeeDispenser, IceDispenser, TimedDispenser, Valve } from '@bar/domain';
import type { Renamed } from '../../../lib/rename-id';

/** Dispensers as the console sees them (`_id` renamed to `id`). */
export type BottleCell = Renamed<BottleDispenser>;
export type BibRecord = Renamed<BibDispenser>;
export type ValveRecord = Renamed<Valve>;
export type TimedRecord = Renamed<TimedDispenser>;
export type IceRecord = Renamed<IceDispenser>;
export type CoffeeRecord = Renamed<CoffeeDispenser>;
/** The single-setting dispensers (granular, cutter, leaf, ice, coffee). */
export type SettingRecord = TimedRecord | IceRecord | CoffeeRecord;
