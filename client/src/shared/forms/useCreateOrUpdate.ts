import { useCallback } from "react";
import { useMutation } from "@apollo/client/react";
import type { DocumentNode } from "graphql";
import type { TypedDocumentNode } from "@apollo/client";
import type { EditedRow } from "./useStaffEditForm";

/**
 * The two mutations of a staff edit form: `create(input)` for a new row, `update(id, version, input)`
 * for the one being edited; both refetch the staff list.
 */
export function useCreateOrUpdate<I>(
  createMutation: TypedDocumentNode<unknown, { input: I }>,
  updateMutation: TypedDocumentNode<unknown, { id: string; version: number; input: I }>,
  refetchQueries: DocumentNode[],
) {
  const [create, created] = useMutation(createMutation, { refetchQueries });
  const [update, updated] = useMutation(updateMutation, { refetchQueries });
  const save = useCallback(
    (input: I, editing: EditedRow | null) =>
      editing
        ? update({ variables: { id: editing.id, version: editing.version, input } })
        : create({ variables: { input } }),
    [create, update],
  );
  return { save, saving: created.loading || updated.loading };
}
