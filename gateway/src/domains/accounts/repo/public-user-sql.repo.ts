/*
 * SQL fragments for reads that show members next to their own rows in one statement (listings,
 * trades, bids): the public columns of an account, prefixed so several fit in one row, and the join
 * that brings them in. Only public facts; services map them with toPublicUserView.
 */

/** Public columns of the account aliased `alias`, named `${prefix}public_id`, … `${prefix}created_at`. */
export const publicUserColumns = (alias: string, prefix: string) =>
  `${alias}.public_id AS ${prefix}public_id, ${alias}.nickname AS ${prefix}nickname,
   ${alias}.show_nickname AS ${prefix}show_nickname, ${alias}.profile_picture_key AS ${prefix}picture_key,
   ${alias}.created_at AS ${prefix}created_at`;

/** `JOIN` of the account aliased `alias` whose id is `idExpr` (a column of the caller's row). */
export const publicUserJoin = (alias: string, idExpr: string) =>
  `JOIN user_account ${alias} ON ${alias}.id = ${idExpr}`;
