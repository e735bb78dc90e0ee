/** What anyone may see of a member (listings, trades, bids, `users/{publicId}`). */
export interface PublicUserView {
  publicId: string;
  /** The nickname, or a masked form when the member hides it. */
  displayName: string;
  profilePictureUrl: string | null;
  memberSince: Date;
}

/** The served address of a stored profile picture (`/media/avatars/{key}`), or null. */
export function profilePictureUrl(user: { profilePictureKey: string | null }): string | null {
  return user.profilePictureKey ? `/media/avatars/${user.profilePictureKey}` : null;
}

/** A nickname the owner chose to hide shows as its first character and asterisks. */
export function maskNickname(nickname: string): string {
  const chars = [...nickname];
  return `${chars[0] ?? ""}${"*".repeat(Math.max(2, chars.length - 1))}`;
}

/** The public view of a member from its stored facts. */
export function toPublicUserView(user: {
  publicId: string;
  nickname: string;
  showNickname: boolean;
  profilePictureKey: string | null;
  createdAt: Date;
}): PublicUserView {
  return {
    publicId: user.publicId,
    displayName: user.showNickname ? user.nickname : maskNickname(user.nickname),
    profilePictureUrl: profilePictureUrl(user),
    memberSince: new Date(user.createdAt),
  };
}
