type Props = {
  legend: string;
  subjects: { id: number; name: string }[];
  /** The subjects ticked when the page opens. */
  ticked: number[];
  errors?: string[];
  errorId: string;
};

/**
 * The subjects of a batch as checkboxes named `subjects`, in a plain form (no JavaScript needed): the
 * teacher moving a student, a student without subjects choosing theirs.
 */
export function SubjectChecklist({ legend, subjects, ticked, errors, errorId }: Props) {
  return (
    <div className="field">
      <fieldset className="choice-list" aria-describedby={errorId}>
        <legend>{legend}</legend>
        <ul>
          {subjects.map((subject) => (
            <li key={subject.id}>
              <label>
                <input
                  type="checkbox"
                  name="subjects"
                  value={subject.id}
                  defaultChecked={ticked.includes(subject.id)}
                />{" "}
                {subject.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p id={errorId} className="field-error">
        {errors?.join(". ")}
      </p>
    </div>
  );
}
