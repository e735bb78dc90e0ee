import { Stack } from "@mantine/core";
import { useState } from "react";
import { RequireStaff, StaffNav } from "../../staff";
import type { StaffQuizDetailFragment } from "../../../gql/graphql";
import { QuizForm } from "../components/staff/QuizForm";
import { QuizStaffList } from "../components/staff/QuizStaffList";

/** /{lang}/admin/quizzes (staff with campaignManage): quizzes, their questions, answers and rules. */
export function StaffQuizzesPage() {
  const [editing, setEditing] = useState<StaffQuizDetailFragment | null>(null);
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-quizzes">
        <StaffNav current="quizzes" />
        <QuizForm editing={editing} onDone={() => setEditing(null)} />
        <QuizStaffList onEdit={setEditing} />
      </Stack>
    </RequireStaff>
  );
}
