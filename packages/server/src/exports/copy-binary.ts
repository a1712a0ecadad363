import { Transform, type TransformCallback } from 'node:stream';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const HEADER = 19; // signature, flags, extension length
const TUPLE_HEAD = 6; // field count, the value's length

/**
 * The values of `COPY … TO STDOUT (FORMAT binary)` of a one-column SELECT, each value's bytes one
 * after the other with nothing between them (the framing dropped), and the tuples counted. Any
 * piece of framing may be cut between chunks: what is not yet whole waits for the next chunk.
 * A NULL value writes nothing; a tuple of more than one column is refused. The chunks written in
 * are its own from then on: their bytes are overwritten (pg-copy-streams hands each chunk over once).
 */
export class BinaryValues extends Transform {
  rows = 0;
  /** The header or a tuple's head, while it is cut between chunks. */
  private partial = Buffer.alloc(0);
  private headerDone = false;
  /** Bytes of the current value still to copy. */
  private inValue = 0;
  private ended = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    // the values are moved to the chunk's start, in place (copy allows the overlap): no second buffer per chunk
    const out = chunk;
    let written = 0;
    let at = 0;
    try {
      while (at < chunk.length) {
        if (this.ended) throw new Error('COPY sent data after its trailer.');
        if (this.inValue > 0) {
          const n = Math.min(this.inValue, chunk.length - at);
          written += chunk.copy(out, written, at, at + n);
          at += n;
          this.inValue -= n;
          continue;
        }
        // the framing starting here, whole: from this chunk if it holds it, else gathered
        let frame = chunk;
        let from = at;
        const need = !this.headerDone ? HEADER : this.partial.length === 0 && chunk.length - at >= 2 && chunk.readInt16BE(at) === -1 ? 2 : TUPLE_HEAD;
        if (this.partial.length === 0 && chunk.length - at >= need) {
          at += need;
        } else {
          const take = Math.min(need - this.partial.length, chunk.length - at);
          this.partial = Buffer.concat([this.partial, chunk.subarray(at, at + take)]);
          at += take;
          if (this.headerDone && this.partial.length >= 2 && this.partial.readInt16BE(0) === -1) {
            this.ended = true;
            continue;
          }
          if (this.partial.length < need) continue;
          frame = this.partial;
          from = 0;
          this.partial = Buffer.alloc(0);
        }
        if (!this.headerDone) {
          if (!frame.subarray(from, from + 11).equals(SIGNATURE)) throw new Error('COPY did not send binary format.');
          if (frame.readUInt32BE(from + 15) !== 0) throw new Error('COPY sent a header extension this reader does not know.');
          this.headerDone = true;
          continue;
        }
        const fields = frame.readInt16BE(from);
        if (fields === -1) {
          this.ended = true;
          continue;
        }
        if (fields !== 1) throw new Error('COPY sent a tuple of other than one column.');
        this.rows++;
        this.inValue = Math.max(0, frame.readInt32BE(from + 2));
      }
    } catch (err) {
      return callback(err as Error);
    }
    callback(null, out.subarray(0, written));
  }

  override _flush(callback: TransformCallback) {
    callback(this.ended ? null : new Error('COPY ended before its trailer.'));
  }
}
