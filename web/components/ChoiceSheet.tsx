import { ActionSheet, Button, CenterPopup, List } from 'antd-mobile';
import { useMedia, DESKTOP_QUERY } from '../lib/use-media';
import './components.css';

export interface Choice {
  key: string;
  text: string;
  description?: string;
  disabled?: boolean;
}

/**
 * Choosing one of a few things (a template to copy or to switch to): the action sheet from the bottom on a phone,
 * a centred list with a cancel button on a desktop (not a full-width sheet over the page).
 */
export function ChoiceSheet(props: {
  visible: boolean;
  title: string;
  choices: Choice[];
  onClose: () => void;
  onChoose: (key: string) => void;
}) {
  const desktop = useMedia(DESKTOP_QUERY);
  const choose = (key: string) => {
    props.onClose();
    props.onChoose(key);
  };
  if (!desktop)
    return (
      <ActionSheet
        visible={props.visible}
        onClose={props.onClose}
        extra={props.title}
        cancelText="取消"
        actions={props.choices}
        onAction={(a) => choose(String(a.key))}
      />
    );
  return (
    <CenterPopup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName="choice-dialog"
      role="dialog"
      aria-label={props.title}
    >
      <div className="choice-dialog-title">{props.title}</div>
      <List>
        {props.choices.map((c) => (
          <List.Item
            key={c.key}
            description={c.description}
            disabled={c.disabled}
            onClick={c.disabled ? undefined : () => choose(c.key)}
            arrow={false}
          >
            {c.text}
          </List.Item>
        ))}
      </List>
      <div className="choice-dialog-foot">
        <Button onClick={props.onClose}>取消</Button>
      </div>
    </CenterPopup>
  );
}
