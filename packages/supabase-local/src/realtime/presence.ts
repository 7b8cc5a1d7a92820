import { randomBytes } from 'node:crypto';

/** One tracked state: the client's payload plus Phoenix's `phx_ref` (and `phx_ref_prev` on update). */
export type PresenceMeta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };

/** Phoenix.Presence's grouping: key → `{metas}`, the shape of `presence_state` and diffs. */
export type PresenceGroup = Record<string, { metas: PresenceMeta[] }>;

export interface PresenceDiff {
  joins: PresenceGroup;
  leaves: PresenceGroup;
}

const newRef = () => randomBytes(12).toString('base64');

function group(entries: Iterable<{ key: string; meta: PresenceMeta }>): PresenceGroup {
  const grouped: PresenceGroup = {};
  for (const { key, meta } of entries) (grouped[key] ??= { metas: [] }).metas.push(meta);
  return grouped;
}

/** Who is present on one topic: at most one entry per member (a joined channel). */
class PresenceTopic<Member> {
  readonly entries = new Map<Member, { key: string; meta: PresenceMeta }>();

  state(): PresenceGroup {
    return group(this.entries.values());
  }

  track(member: Member, key: string, payload: Record<string, unknown>): PresenceDiff {
    const previous = this.entries.get(member);
    const meta: PresenceMeta = { ...payload, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    this.entries.set(member, { key, meta });
    return {
      joins: group([{ key, meta }]),
      leaves: previous ? group([previous]) : {},
    };
  }

  untrack(member: Member): PresenceDiff | null {
    const previous = this.entries.get(member);
    if (!previous) return null;
    this.entries.delete(member);
    return { joins: {}, leaves: group([previous]) };
  }
}

/** Presence for every topic of the server (one node: Phoenix's tracker without replication). */
export class PresenceRegistry<Member> {
  private readonly topics = new Map<string, PresenceTopic<Member>>();

  state(topic: string): PresenceGroup {
    return this.topics.get(topic)?.state() ?? {};
  }

  track(topic: string, member: Member, key: string, payload: Record<string, unknown>): PresenceDiff {
    let entries = this.topics.get(topic);
    if (!entries) {
      entries = new PresenceTopic<Member>();
      this.topics.set(topic, entries);
    }
    return entries.track(member, key, payload);
  }

  untrack(topic: string, member: Member): PresenceDiff | null {
    const entries = this.topics.get(topic);
    const diff = entries?.untrack(member) ?? null;
    if (entries && entries.entries.size === 0) this.topics.delete(topic);
    return diff;
  }
}
