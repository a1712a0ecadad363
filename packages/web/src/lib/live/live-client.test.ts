import { adminTopic, fleetTopic, parseLiveMessage, UnexpectedLiveMessageError } from '@bar/domain';
import { EventEmitter } from 'node:events';
import type { IClientOptions, MqttClient } from 'mqtt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CONNECT_GRACE_MS, LiveClient } from './live-client';
import type { LiveDriver } from './live-driver';

class FakeMqtt extends EventEmitter {
  connected = false;
  subscribe = vi.fn();
  unsubscribe = vi.fn();
  end = vi.fn();
  open() {
    this.connected = true;
    this.emit('connect', {});
  }
}

let fake: FakeMqtt;
let connectArgs: { url: string; options: IClientOptions } | null;
const driver: LiveDriver = {
  connect: (url, options) => {
    connectArgs = { url, options };
    return fake as unknown as MqttClient;
  },
  topicFor: adminTopic,
  fleetTopicFor: fleetTopic,
  parse: parseLiveMessage,
};

async function connected(client: LiveClient) {
  await client.connect({ url: 'ws://localhost/mqtt', username: 'staff@bar.example', password: 'token-1' });
  fake.open();
}

beforeEach(() => {
  fake = new FakeMqtt();
  connectArgs = null;
});

afterEach(() => vi.restoreAllMocks());

describe('LiveClient', () => {
  it('connects with email, token, a console-NNNN client id and MQTT 3.1.1', async () => {
    const client = new LiveClient(async () => driver);
    await connected(client);
    expect(connectArgs?.url).toBe('ws://localhost/mqtt');
    expect(connectArgs?.options).toMatchObject({ username: 'staff@bar.example', password: 'token-1', protocolVersion: 4 });
    expect(connectArgs?.options.clientId).toMatch(/^console-\d{4}$/);
    expect(client.getStatus()).toBe('connected');
  });

  it("subscribes to the selected bar's topic and leaves the previous one", async () => {
    const client = new LiveClient(async () => driver);
    client.setBar('bar-1');
    await connected(client);
    expect(fake.subscribe).toHaveBeenCalledWith('admin/bar-1', { qos: 0 }, expect.any(Function));
    client.setBar('bar-2');
    expect(fake.unsubscribe).toHaveBeenCalledWith('admin/bar-1');
    expect(fake.subscribe).toHaveBeenLastCalledWith('admin/bar-2', { qos: 0 }, expect.any(Function));
  });

  it('hands valid messages of the selected bar to listeners', async () => {
    const client = new LiveClient(async () => driver);
    client.setBar('bar-1');
    await connected(client);
    const listener = vi.fn();
    client.onMessage(listener);
    fake.emit('message', 'admin/bar-1', Buffer.from(JSON.stringify({ type: 'drink', payload: { id: 'd1' } })));
    fake.emit('message', 'admin/bar-9', Buffer.from(JSON.stringify({ type: 'drink', payload: {} })));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ type: 'drink', payload: { id: 'd1' } }, 'bar-1');
  });

  it('logs malformed and unknown-type messages as UnexpectedLiveMessageError without crashing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = new LiveClient(async () => driver);
    client.setBar('bar-1');
    await connected(client);
    const listener = vi.fn();
    client.onMessage(listener);

    expect(() => fake.emit('message', 'admin/bar-1', Buffer.from('{not json'))).not.toThrow();
    expect(() => fake.emit('message', 'admin/bar-1', Buffer.from('{"type":"weather","payload":1}'))).not.toThrow();

    expect(listener).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledTimes(2);
    for (const [error] of logged.mock.calls) expect(error).toBeInstanceOf(UnexpectedLiveMessageError);
  });

  it('reports its status and disconnects on sign-out', async () => {
    const client = new LiveClient(async () => driver);
    const statuses: string[] = [];
    client.onStatus((status) => statuses.push(status));
    await connected(client);
    client.disconnect();
    expect(statuses).toEqual(['connecting', 'connected', 'disconnected']);
    expect(fake.end).toHaveBeenCalledWith(true);
  });

  it('drops a connection whose mqtt.js load finished after a disconnect', async () => {
    let release: (value: LiveDriver) => void = () => undefined;
    const client = new LiveClient(() => new Promise((resolve) => (release = resolve)));
    const pending = client.connect({ url: 'ws://x/mqtt', username: 'a', password: 'b' });
    client.disconnect();
    release(driver);
    await pending;
    expect(connectArgs).toBeNull();
    expect(client.getStatus()).toBe('disconnected');
  });

  describe('fleet topic', () => {
    const fleetMessage = { type: 'fleet', payload: { bars: [{ barId: 'bar-7' }] } };
    const send = (topic: string, message: unknown) => fake.emit('message', topic, Buffer.from(JSON.stringify(message)));
    const subscribedTopics = () => fake.subscribe.mock.calls.map(([topic]) => topic);

    it('subscribes once to fleet/{userId} for any number of listeners, beside the selected bar, and leaves it with the last one', async () => {
      const client = new LiveClient(async () => driver);
      client.setBar('bar-1');
      await connected(client);
      const stopFirst = client.followFleet('u1', vi.fn());
      const stopSecond = client.followFleet('u1', vi.fn());
      expect(subscribedTopics()).toEqual(['admin/bar-1', 'fleet/u1']);
      stopFirst();
      expect(fake.unsubscribe).not.toHaveBeenCalled();
      stopSecond();
      expect(fake.unsubscribe).toHaveBeenCalledWith('fleet/u1');
    });

    it('subscribes again on every reconnection while followed, and not after', async () => {
      const client = new LiveClient(async () => driver);
      const stop = client.followFleet('u1', vi.fn());
      await connected(client);
      fake.emit('close');
      fake.open();
      expect(subscribedTopics()).toEqual(['fleet/u1', 'fleet/u1']);
      stop();
      fake.emit('close');
      fake.open();
      expect(subscribedTopics()).toEqual(['fleet/u1', 'fleet/u1']);
    });

    it('hands fleet messages to fleet listeners only, and bar messages to bar listeners only', async () => {
      const client = new LiveClient(async () => driver);
      client.setBar('bar-1');
      await connected(client);
      const fleetListener = vi.fn();
      const barListener = vi.fn();
      client.followFleet('u1', fleetListener);
      client.onMessage(barListener);
      send('fleet/u1', fleetMessage);
      send('fleet/u2', fleetMessage);
      send('admin/bar-1', { type: 'drink', payload: { id: 'd1' } });
      expect(fleetListener).toHaveBeenCalledTimes(1);
      expect(fleetListener).toHaveBeenCalledWith(fleetMessage);
      expect(barListener).toHaveBeenCalledTimes(1);
      expect(barListener).toHaveBeenCalledWith({ type: 'drink', payload: { id: 'd1' } }, 'bar-1');
    });

    it('ignores other message types on the fleet topic and logs malformed ones', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const client = new LiveClient(async () => driver);
      await connected(client);
      const listener = vi.fn();
      client.followFleet('u1', listener);
      send('fleet/u1', { type: 'drink', payload: {} });
      expect(() => fake.emit('message', 'fleet/u1', Buffer.from('{not json'))).not.toThrow();
      expect(listener).not.toHaveBeenCalled();
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0][0]).toBeInstanceOf(UnexpectedLiveMessageError);
    });

    it('a listener that throws does not keep the message from the others', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const client = new LiveClient(async () => driver);
      await connected(client);
      const second = vi.fn();
      client.followFleet('u1', () => {
        throw new Error('broken screen');
      });
      client.followFleet('u1', second);
      send('fleet/u1', fleetMessage);
      expect(second).toHaveBeenCalledTimes(1);
    });
  });

  describe('lost link', () => {
    afterEach(() => vi.useRealTimers());

    it('is not lost while the first connection is on its way, only once the grace period passes', async () => {
      vi.useFakeTimers();
      const client = new LiveClient(async () => driver);
      await client.connect({ url: 'ws://x/mqtt', username: 'a', password: 'b' });
      await vi.advanceTimersByTimeAsync(FIRST_CONNECT_GRACE_MS - 1);
      expect(client.isLost()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(client.isLost()).toBe(true);
      fake.open();
      expect(client.isLost()).toBe(false);
    });

    it('a first connection within the grace period never counts as lost', async () => {
      vi.useFakeTimers();
      const client = new LiveClient(async () => driver);
      const seen: boolean[] = [];
      client.onStatus(() => seen.push(client.isLost()));
      await connected(client);
      await vi.advanceTimersByTimeAsync(FIRST_CONNECT_GRACE_MS * 2);
      expect(seen).not.toContain(true);
    });

    it('is lost as soon as a connected link drops, until it is back', async () => {
      const client = new LiveClient(async () => driver);
      await connected(client);
      fake.emit('close');
      expect(client.getStatus()).toBe('disconnected');
      expect(client.isLost()).toBe(true);
      fake.emit('reconnect');
      expect(client.isLost()).toBe(true);
      fake.open();
      expect(client.isLost()).toBe(false);
    });

    it('is not lost after sign-out', async () => {
      const client = new LiveClient(async () => driver);
      await connected(client);
      fake.emit('offline');
      client.disconnect();
      expect(client.isLost()).toBe(false);
    });
  });
});
