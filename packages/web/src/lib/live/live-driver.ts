import { adminTopic, fleetTopic, parseLiveMessage, type LiveMessage } from '@bar/domain';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';

/**
 * Everything the live link needs that is heavy (mqtt.js, the zod message schema). Loaded with a
 * dynamic import after first paint, so none of it is in the initial bundle (budget B8).
 */
export interface LiveDriver {
  connect(url: string, options: IClientOptions): MqttClient;
  /** The console's topic for a bar: `admin/{barId}`. */
  topicFor(barId: string): string;
  /** The user's fleet topic: `fleet/{userId}`. */
  fleetTopicFor(userId: string): string;
  /** Parses a raw message; throws UnexpectedLiveMessageError when malformed or of unknown type. */
  parse(raw: string): LiveMessage;
}

export const liveDriver: LiveDriver = {
  connect: (url, options) => mqtt.connect(url, options),
  topicFor: adminTopic,
  fleetTopicFor: fleetTopic,
  parse: parseLiveMessage,
};
