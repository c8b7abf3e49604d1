import { Create } from 'react-admin';
import { ScreeningForm } from './ScreeningForm';

/** A new questionnaire: active, starting with one yes/no question whose answers may be marked as red flags. */
const ScreeningCreate = () => (
  <Create redirect="show">
    <ScreeningForm
      mode="create"
      defaultValues={{
        type: 'EMERGENCY',
        active: true,
        questions: [
          {
            kind: 'YES_NO',
            required: true,
            options: [
              { textPtBR: 'Sim', textEn: 'Yes', redFlag: false },
              { textPtBR: 'Não', textEn: 'No', redFlag: false },
            ],
          },
        ],
      }}
    />
  </Create>
);

export default ScreeningCreate;
