import { matchesStreamFollowerInsert } from '../../functions/compose/stream-followers.ts';
import { createStreamFollowersHandler } from '../../functions/stream-followers/handler.ts';
import { streamFollowers } from '../../functions/stream-followers/wiring.ts';
import { config } from '../../shared/config.ts';
import { streamReaderService } from './stream-reader-service.ts';

/**
 * `npm run dev`'s customer notifications and product search indexer: one stream reader, like the
 * deployed function's one mapping, running that function's handler on its wiring. The `local`
 * notifications provider appends each message to DATA_DIR/notifications.jsonl (docs/decisions.md
 * §14.3); search entries are rewritten after product changes (§3.21).
 */
export const streamFollowersService = streamReaderService('stream-followers', {
  handler: createStreamFollowersHandler(() => streamFollowers(config())),
  filter: matchesStreamFollowerInsert,
});
