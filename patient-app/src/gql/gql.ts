/* eslint-disable */
import * as types from './graphql';
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  query HomePage {\n    me {\n      id\n      roles\n      ...PatientHomeViewer\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment PatientHomeViewer on Viewer {\n    name\n    roles\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n": typeof types.PatientHomeViewerFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": typeof types.SignInDocument,
    "\n  fragment ProfessionalHomeViewer on Viewer {\n    name\n  }\n": typeof types.ProfessionalHomeViewerFragmentDoc,
    "\n  query ProfessionalHomePage {\n    me {\n      id\n      roles\n      ...ProfessionalHomeViewer\n    }\n  }\n": typeof types.ProfessionalHomePageDocument,
    "\n  fragment AppHeaderViewer on Viewer {\n    name\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n": typeof types.AppHeaderViewerFragmentDoc,
    "\n  query SessionViewer {\n    me {\n      id\n      roles\n      ...AppHeaderViewer\n    }\n  }\n": typeof types.SessionViewerDocument,
    "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": typeof types.SignOutDocument,
};
const documents: Documents = {
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  query HomePage {\n    me {\n      id\n      roles\n      ...PatientHomeViewer\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment PatientHomeViewer on Viewer {\n    name\n    roles\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n": types.PatientHomeViewerFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.SignInDocument,
    "\n  fragment ProfessionalHomeViewer on Viewer {\n    name\n  }\n": types.ProfessionalHomeViewerFragmentDoc,
    "\n  query ProfessionalHomePage {\n    me {\n      id\n      roles\n      ...ProfessionalHomeViewer\n    }\n  }\n": types.ProfessionalHomePageDocument,
    "\n  fragment AppHeaderViewer on Viewer {\n    name\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n": types.AppHeaderViewerFragmentDoc,
    "\n  query SessionViewer {\n    me {\n      id\n      roles\n      ...AppHeaderViewer\n    }\n  }\n": types.SessionViewerDocument,
    "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": types.SignOutDocument,
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
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    me {\n      id\n      roles\n      ...PatientHomeViewer\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    me {\n      id\n      roles\n      ...PatientHomeViewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientHomeViewer on Viewer {\n    name\n    roles\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n"): (typeof documents)["\n  fragment PatientHomeViewer on Viewer {\n    name\n    roles\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfessionalHomeViewer on Viewer {\n    name\n  }\n"): (typeof documents)["\n  fragment ProfessionalHomeViewer on Viewer {\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfessionalHomePage {\n    me {\n      id\n      roles\n      ...ProfessionalHomeViewer\n    }\n  }\n"): (typeof documents)["\n  query ProfessionalHomePage {\n    me {\n      id\n      roles\n      ...ProfessionalHomeViewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppHeaderViewer on Viewer {\n    name\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n"): (typeof documents)["\n  fragment AppHeaderViewer on Viewer {\n    name\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionViewer {\n    me {\n      id\n      roles\n      ...AppHeaderViewer\n    }\n  }\n"): (typeof documents)["\n  query SessionViewer {\n    me {\n      id\n      roles\n      ...AppHeaderViewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;