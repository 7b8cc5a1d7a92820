// The story annotations and the fixed date first: story files may read the date as they load.
import './setup';
import { storyShard } from './storyShards';

// Shard 1 of the stories suite (see storyShards).
storyShard(1);
