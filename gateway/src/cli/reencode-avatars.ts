import { loadConfigOrExit } from "../config.js";
import { reencodeStoredAvatars } from "../domains/accounts/services/reencode-stored-avatars.service.js";

/** One-off after deploying re-encoded uploads: cleans profile pictures stored before (docs/ACCOUNTS.md). */
const config = loadConfigOrExit();
const done = await reencodeStoredAvatars(config);
console.log(
  `avatars: ${done.reencoded} re-encoded, ${done.clean} already clean, ${done.removed} removed (not decodable)`,
);
