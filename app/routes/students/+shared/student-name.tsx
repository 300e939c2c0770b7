/** The student's name in bold, as each of their confirmations says it. */
export const StudentName = ({ student }: { student: { firstName: string; lastName: string } }) => (
  <strong translate="no">
    {student.firstName} {student.lastName}
  </strong>
);
