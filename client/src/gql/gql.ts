/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CardTile_card on Card {\n    id\n    name\n    imageUrl\n    likes\n    artist {\n      id\n      name\n    }\n    publisher {\n      id\n      name\n    }\n    chain {\n      id\n      code\n      name\n    }\n  }\n": typeof types.CardTile_CardFragmentDoc,
    "\n  query HeaderSearch($text: String!, $limit: Int!) {\n    search(text: $text, limit: $limit) {\n      type\n      id\n      name\n      imageUrl\n    }\n  }\n": typeof types.HeaderSearchDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query LatestCards($limit: Int!) {\n    latestCards(limit: $limit) {\n      ...CardTile_card\n    }\n  }\n": typeof types.LatestCardsDocument,
    "\n  query ChainShowcase($perChain: Int!) {\n    chainShowcase(perChain: $perChain) {\n      chain {\n        id\n        code\n        name\n      }\n      cards {\n        ...CardTile_card\n      }\n    }\n  }\n": typeof types.ChainShowcaseDocument,
    "\n  query SearchCards($search: String!, $limit: Int!) {\n    cards(filter: { search: $search }, limit: $limit) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n": typeof types.SearchCardsDocument,
    "\n  query AppInfo {\n    appInfo {\n      maintenance\n      supportEmail\n      messengerUrl\n    }\n  }\n": typeof types.AppInfoDocument,
};
const documents: Documents = {
    "\n  fragment CardTile_card on Card {\n    id\n    name\n    imageUrl\n    likes\n    artist {\n      id\n      name\n    }\n    publisher {\n      id\n      name\n    }\n    chain {\n      id\n      code\n      name\n    }\n  }\n": types.CardTile_CardFragmentDoc,
    "\n  query HeaderSearch($text: String!, $limit: Int!) {\n    search(text: $text, limit: $limit) {\n      type\n      id\n      name\n      imageUrl\n    }\n  }\n": types.HeaderSearchDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  query LatestCards($limit: Int!) {\n    latestCards(limit: $limit) {\n      ...CardTile_card\n    }\n  }\n": types.LatestCardsDocument,
    "\n  query ChainShowcase($perChain: Int!) {\n    chainShowcase(perChain: $perChain) {\n      chain {\n        id\n        code\n        name\n      }\n      cards {\n        ...CardTile_card\n      }\n    }\n  }\n": types.ChainShowcaseDocument,
    "\n  query SearchCards($search: String!, $limit: Int!) {\n    cards(filter: { search: $search }, limit: $limit) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n": types.SearchCardsDocument,
    "\n  query AppInfo {\n    appInfo {\n      maintenance\n      supportEmail\n      messengerUrl\n    }\n  }\n": types.AppInfoDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardTile_card on Card {\n    id\n    name\n    imageUrl\n    likes\n    artist {\n      id\n      name\n    }\n    publisher {\n      id\n      name\n    }\n    chain {\n      id\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CardTile_card on Card {\n    id\n    name\n    imageUrl\n    likes\n    artist {\n      id\n      name\n    }\n    publisher {\n      id\n      name\n    }\n    chain {\n      id\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderSearch($text: String!, $limit: Int!) {\n    search(text: $text, limit: $limit) {\n      type\n      id\n      name\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  query HeaderSearch($text: String!, $limit: Int!) {\n    search(text: $text, limit: $limit) {\n      type\n      id\n      name\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestCards($limit: Int!) {\n    latestCards(limit: $limit) {\n      ...CardTile_card\n    }\n  }\n"): (typeof documents)["\n  query LatestCards($limit: Int!) {\n    latestCards(limit: $limit) {\n      ...CardTile_card\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChainShowcase($perChain: Int!) {\n    chainShowcase(perChain: $perChain) {\n      chain {\n        id\n        code\n        name\n      }\n      cards {\n        ...CardTile_card\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChainShowcase($perChain: Int!) {\n    chainShowcase(perChain: $perChain) {\n      chain {\n        id\n        code\n        name\n      }\n      cards {\n        ...CardTile_card\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCards($search: String!, $limit: Int!) {\n    cards(filter: { search: $search }, limit: $limit) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchCards($search: String!, $limit: Int!) {\n    cards(filter: { search: $search }, limit: $limit) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppInfo {\n    appInfo {\n      maintenance\n      supportEmail\n      messengerUrl\n    }\n  }\n"): (typeof documents)["\n  query AppInfo {\n    appInfo {\n      maintenance\n      supportEmail\n      messengerUrl\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;