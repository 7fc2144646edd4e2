import { Fragment, type ReactElement, type ReactNode } from "react";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Col, Form, Row, Typography } from "antd";
import type { FieldSpec, FormSpec, ResourceDeclaration } from "@/registry/types";
import { FieldInput } from "./FieldInput";
import type { FormMode } from "./fieldValues";

export interface FormFieldsProps {
  declaration: ResourceDeclaration & { form: FormSpec };
  mode: FormMode;
  record?: BaseRecord;
  controls?: Record<string, ReactElement<Record<string, unknown>>>;
}

const SPANS = { half: { xs: 24, sm: 12 }, quarter: { xs: 24, sm: 12, md: 6 } } as const;

const Shown = ({ when, children }: { when: NonNullable<FieldSpec["when"]>; children: ReactNode }) =>
  Form.useWatch<unknown>(when.key) === when.is ? children : null;

/** A declaration's form fields on a grid: a row each, or half of one, under the headings they start. */
export const FormFields = ({ declaration, mode, record, controls }: FormFieldsProps) => {
  const t = useTranslate();
  const { fields } = declaration.form;
  return (
    <Row gutter={16}>
      {fields.map((field, at) => {
        const item = (
          <Col {...(field.width ? SPANS[field.width] : { span: 24 })}>
            <FieldInput
              resource={declaration}
              field={field}
              mode={mode}
              control={controls?.[field.key]}
              stored={record?.[field.key]}
            />
          </Col>
        );
        return (
          <Fragment key={field.key}>
            {field.heading && (
              <Col span={24}>
                {/* A list of rows above has no item margin of its own. */}
                <Typography.Title level={3} style={{ fontSize: 14, marginTop: fields[at - 1]?.bare ? 20 : 4 }}>
                  {t(field.heading)}
                </Typography.Title>
              </Col>
            )}
            {field.when ? <Shown when={field.when}>{item}</Shown> : item}
          </Fragment>
        );
      })}
    </Row>
  );
};
