import { once } from 'node:events';
import fs from 'node:fs';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';

interface Entry {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
const DEFLATE = 8;
const VERSION = 20; // 2.0: deflate, data descriptors
const WITH_DESCRIPTOR = 0x0008; // CRC and sizes follow the data
const LIMIT = 0xffff_ffff; // sizes and offsets of a ZIP without its ZIP64 extension

/** The time as MS-DOS writes it in ZIP headers (local time, two-second steps). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: (Math.max(at.getFullYear() - 1980, 0) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

/**
 * A ZIP file written front to back into `file`, entries deflated by zlib (its work runs off the
 * main thread, beside the code that makes the next rows). Small entries are written whole; one
 * large entry at a time is streamed, its CRC and sizes in a data descriptor after its data. No
 * ZIP64: an entry or the file over 4 GiB is refused (an XLSX sheet holds at most 1,048,576 rows,
 * far below it).
 */
export class ZipWriter {
  private readonly out: fs.WriteStream;
  private readonly done: Promise<void>;
  private readonly failed: Promise<never>;
  private readonly entries: Entry[] = [];
  private readonly stamp = dosTime(new Date());
  private offset = 0;

  constructor(file: string) {
    this.out = fs.createWriteStream(file, { flags: 'w' });
    this.done = finished(this.out);
    this.done.catch(() => undefined); // awaited in close/abort; an early error must not go unhandled meanwhile
    this.failed = this.done.then(() => Promise.reject(new Error('The file was closed.')));
    this.failed.catch(() => undefined);
  }

  /** Waits for `event` unless the file fails first. */
  private wait(emitter: NodeJS.EventEmitter, event: string): Promise<unknown> {
    return Promise.race([once(emitter, event), this.failed]);
  }

  private async write(data: Buffer) {
    this.offset += data.length;
    if (!this.out.write(data)) await this.wait(this.out, 'drain');
  }

  private localHeader(name: Buffer, flags: number, crc: number, compressed: number, size: number): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(compressed, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    return Buffer.concat([header, name]);
  }

  /** An entry written whole (the small parts of a workbook). */
  async addFile(name: string, content: string): Promise<void> {
    const data = Buffer.from(content, 'utf8');
    const deflated = zlib.deflateRawSync(data);
    const entry = { name: Buffer.from(name, 'utf8'), flags: 0, crc: zlib.crc32(data), compressed: deflated.length, size: data.length, offset: this.offset };
    this.entries.push(entry);
    await this.write(this.localHeader(entry.name, 0, entry.crc, entry.compressed, entry.size));
    await this.write(deflated);
  }

  /** An entry streamed: `write` its data in pieces (awaiting each), then `end` it before anything else. */
  openEntry(name: string, level: number): { write(data: Buffer): Promise<void>; end(): Promise<void> } {
    const entry: Entry = { name: Buffer.from(name, 'utf8'), flags: WITH_DESCRIPTOR, crc: 0, compressed: 0, size: 0, offset: this.offset };
    this.entries.push(entry);
    const deflate = zlib.createDeflateRaw({ level, chunkSize: 64 * 1024 });
    const started = this.write(this.localHeader(entry.name, WITH_DESCRIPTOR, 0, 0, 0)).then(() => {
      deflate.on('data', (chunk: Buffer) => (entry.compressed += chunk.length));
      deflate.pipe(this.out, { end: false });
    });
    return {
      write: async (data) => {
        await started;
        entry.crc = zlib.crc32(data, entry.crc);
        entry.size += data.length;
        if (entry.size > LIMIT) throw new Error('The sheet is too large for an XLSX file.');
        // at most one piece waits in zlib while the next one is made
        if (deflate.writableNeedDrain) await this.wait(deflate, 'drain');
        deflate.write(data);
      },
      end: async () => {
        await started;
        const ended = this.wait(deflate, 'end');
        deflate.end();
        await ended;
        deflate.unpipe(this.out);
        this.offset += entry.compressed;
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
        descriptor.writeUInt32LE(entry.crc, 4);
        descriptor.writeUInt32LE(entry.compressed, 8);
        descriptor.writeUInt32LE(entry.size, 12);
        await this.write(descriptor);
      },
    };
  }

  /** Writes the central directory and closes the file. */
  async close(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(CENTRAL_HEADER, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(VERSION, 6);
      header.writeUInt16LE(e.flags, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(this.stamp.time, 12);
      header.writeUInt16LE(this.stamp.date, 14);
      header.writeUInt32LE(e.crc, 16);
      header.writeUInt32LE(e.compressed, 20);
      header.writeUInt32LE(e.size, 24);
      header.writeUInt16LE(e.name.length, 28);
      // extra and comment lengths, disk, attributes: 0
      header.writeUInt32LE(e.offset, 42);
      await this.write(Buffer.concat([header, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    if (this.offset > LIMIT) throw new Error('The file is too large for an XLSX file.');
    await this.write(end);
    this.out.end();
    await this.done;
  }

  async abort(): Promise<void> {
    this.out.destroy();
    await this.done.catch(() => undefined);
  }
}
