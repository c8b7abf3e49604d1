import type { Locale } from '@teleconsulta/schema';
import {
  BooleanInput,
  Edit,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  TabbedForm,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { MoneyInput } from '../plan/MoneyInput';
import { hundredthsToUnits, unitsToHundredths } from '../plan/plan.money';
import { BANK_ACCOUNT_TYPE_CHOICES, financeHelper, financeSection, INSTALLMENT_CHOICES, PIX_KEY_TYPE_CHOICES } from './finance.choices';
import { bpsToPercent, percentToBps, validateCompanyFinancial } from './finance.validation';

const PIX_KEY_HINTS: Record<string, string> = {
  CPF: '000.000.000-00',
  CNPJ: '00.000.000/0000-00',
  EMAIL: 'financeiro@clinica.com.br',
  PHONE: '(11) 98765-4321',
  EVP: '123e4567-e89b-12d3-a456-426614174000',
};

/**
 * The company's financial settings (PUT /company/{id}/financial replaces them whole). Pessimistic, so the service's
 * field errors land under the inputs; the shared schema checks the same rules before sending.
 */
const CompanyFinancialEdit = () => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <Edit
      resource="companyFinancials"
      mutationMode="pessimistic"
      redirect={(_resource, id) => `companies/${id}/show/finance`}
      title={translate('resources.companyFinancials.title')}
    >
      <TabbedForm validate={(values) => validateCompanyFinancial(values, locale as Locale)} warnWhenUnsavedChanges>
        <TabbedForm.Tab label={financeSection('prices')}>
          <MoneyInput source="consultationPriceCents" />
          <MoneyInput source="returnPriceCents" />
          <MoneyInput source="emergencyPriceCents" helperText={financeHelper('emergencyPriceCents')} />
          {/* No native min/max/step: every refusal (above 100, a third decimal) is the form's own message, in its language. */}
          <NumberInput
            source="benefitClubDiscountBps"
            format={bpsToPercent}
            parse={percentToBps}
            helperText={financeHelper('benefitClubDiscountBps')}
          />
        </TabbedForm.Tab>
        <TabbedForm.Tab label={financeSection('methods')}>
          <BooleanInput source="acceptsCreditCard" />
          <BooleanInput source="acceptsPix" />
          <BooleanInput source="acceptsOnSite" />
          <SelectInput source="maxInstallments" choices={INSTALLMENT_CHOICES} translateChoice={false} />
          <SelectInput source="interestFreeInstallments" choices={INSTALLMENT_CHOICES} translateChoice={false} />
          <NumberInput
            source="installmentInterestBps"
            min={0}
            max={10}
            step={0.01}
            format={hundredthsToUnits}
            parse={unitsToHundredths}
            helperText={financeHelper('installmentInterestBps')}
          />
          <MoneyInput source="minInstallmentCents" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label={financeSection('pix')}>
          <SelectInput source="pixKeyType" choices={PIX_KEY_TYPE_CHOICES} emptyText="—" />
          <FormDataConsumer>
            {({ formData }) => <TextInput source="pixKey" fullWidth helperText={PIX_KEY_HINTS[formData.pixKeyType as string] ?? false} />}
          </FormDataConsumer>
          <TextInput source="merchantName" helperText={financeHelper('merchantName')} />
          <TextInput source="merchantCity" helperText={financeHelper('merchantCity')} />
        </TabbedForm.Tab>
        <TabbedForm.Tab label={financeSection('bank')}>
          <TextInput source="bankCode" helperText={financeHelper('bankCode')} />
          <TextInput source="bankBranch" />
          <TextInput source="bankAccount" helperText="12345-6" />
          <SelectInput source="bankAccountType" choices={BANK_ACCOUNT_TYPE_CHOICES} emptyText="—" />
          <TextInput source="accountHolderName" fullWidth />
          <TextInput source="accountHolderDocument" helperText={financeHelper('accountHolderDocument')} />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
};

export default CompanyFinancialEdit;
