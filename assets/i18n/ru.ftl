## Окно настроек
settings-language = Язык
settings-language-system = Системный ({ $language })
settings-letters = Буквы фигур
settings-letters-language = Языка ({ $letters })
settings-letters-english = Английские ({ $letters })

## Доска, как её читает экранный диктор
square-empty = { $square }, пусто
square-piece = { $square }, { $piece }
piece-white-king = белый король
piece-white-queen = белый ферзь
piece-white-rook = белая ладья
piece-white-bishop = белый слон
piece-white-knight = белый конь
piece-white-pawn = белая пешка
piece-black-king = чёрный король
piece-black-queen = чёрный ферзь
piece-black-rook = чёрная ладья
piece-black-bishop = чёрный слон
piece-black-knight = чёрный конь
piece-black-pawn = чёрная пешка
mark-selected = выбрано
mark-can-take = можно взять
mark-can-go = можно пойти
mark-last-move = последний ход
mark-check = шах
mark-picked-up = поднята

## Количества
games-count =
    { $count ->
        [one] { $count } партия
        [few] { $count } партии
       *[many] { $count } партий
    }

## Строки под списком ходов и меню «Партия»
control-back-to-game = Вернуться к партии
control-continue = Продолжить отсюда…
control-continue-hover = Начать партию с показанной позиции, сохранив ходы, которые к ней привели
control-practice = Тренироваться отсюда
control-practice-hover = Играть за сторону, чей ход, против компьютера в полную силу, каждый ход оценивается
control-new-game = Новая партия…
control-flip = Перевернуть доску
control-engine = Движок
control-engine-off = Выключить движок
control-engine-hover = Показывает лучшие варианты движка, его оценку и стрелки для показанной позиции
control-threat = Показать угрозу
control-threat-off = Скрыть угрозу
control-threat-hover = Чем угрожает сторона, только что сделавшая ход: варианты движка с пропуском хода, красным
control-stop-report = Остановить отчёт
control-stop-report-hover = Останавливает отчёт о партии; найденное сохраняется
control-report = Отчёт о партии
control-report-hover = Движок по каждому ходу: оценки, отмеченные ошибки, лучшие варианты
control-learn = Учиться на ошибках: { $name }
control-learn-hover = Неточности, ошибки и зевки из отчёта как задачи
control-show-move = Показать ход
control-hint = Подсказка
control-hint-hover = Показывает фигуру, которой ходить, затем ход
control-take-back = Взять назад
control-take-back-hover = Отменяет ваш последний ход и ответ компьютера
control-takeback = Возврат хода…
control-takeback-hover = Просит соперника разрешить взять последний ход назад
control-resume-clocks = Возобновить часы
control-pause-clocks = Остановить часы
control-start = Начало
control-back = На ход назад
control-forward = На ход вперёд
control-latest = Последний ход
control-puzzles = Учиться на ошибках: { $name }: { $at } из { $total } · решено { $solved } · не решено { $failed }
control-show-answer = Показать ответ
control-next = Далее
control-skip = Пропустить
control-stop = Стоп
control-retry = Повторить
control-restart-engine = Перезапустить движок
control-two-people = Продолжить вдвоём

## Переключатели и ответы меню «Партия»
control-auto-flip = Автоповорот
control-auto-flip-hover = Поворачивать доску после каждого хода, чтобы ходящий был внизу
control-figurines = Фигурки
control-figurines-hover = Значки фигур в списке ходов вместо букв
control-settings = Настройки…
control-shortcuts = Сочетания клавиш
control-allow-takeback = Разрешить возврат хода
control-refuse-takeback = Отказать в возврате хода
control-accepts-draw = { $name } принимает ничью
control-declines-draw = { $name } отклоняет ничью
control-offers-draw = { $name } предлагает ничью
control-resigns = { $name } сдаётся…
control-result = Результат
control-result-unknown = * (неизвестен)
control-result-hover = Результат партии; правки ходов его сохраняют
control-quit = Выйти

## Меню «Файл»
file-open = Открыть…
file-new-analysis = Новый анализ
file-analyse-position = Анализировать эту позицию
file-set-up = Расставить позицию…
file-set-up-hover = Расставлять фигуры мышью, начиная с показанной позиции
file-save = Сохранить
file-save-as = Сохранить как…
file-recent = Недавние партии…
file-paste = Вставить партию или FEN
file-copy-pgn = Копировать PGN
file-copy-fen = Копировать FEN
file-export-image = Экспорт изображения…
file-copy-image = Копировать изображение

## Поля игроков
side-white = Белые
side-black = Чёрные
player-name = Имя: { $side }
player-clock-recorded = Показание часов, записанное в партии
player-resign-name = Сдаться ({ $name })
player-has-offered = { $name } предложил(а) ничью
player-offer-name = Предложить ничью ({ $name })
player-offer-disabled = Ничью можно предложить, пока партия идёт
claim-threefold = троекратное повторение позиции
claim-fifty = правило 50 ходов
player-claim = Потребовать ничью ({ $claim })
player-offers = { $name } предлагает ничью.
player-accept-draw = Принять ничью
player-decline = Отклонить
player-asks-takeback = { $name } просит взять назад последний ход.
player-allow-takeback = Разрешить возврат
player-refuse = Отказать
player-claim-with = Потребовать ничью ходом { $move }
player-claim-with-hover = Делает ход { $move } и требует ничью по правилу: { $claim }

## Поле ввода ходов
field-hint = Введите ход
field-hover = Введите ход ({ $examples }) или resign, draw, takeback, flip, clock, who, help; Enter переводит сюда фокус
field-game-over = Партия окончена.
field-no-claim = Этим ходом нельзя потребовать ничью.
field-no-game = Нет идущей партии, чтобы сдаться.
field-no-takeback = Нет хода, который можно взять назад.
field-no-clock = У партии нет часов.
field-help = Ходы: { $examples }; поле поднимает фигуру. Слова: resign, draw (draw { $claim } требует ничью ходом), takeback, flip, clock, who, help.
field-to-move = Ход: { $name } ({ $side })
field-played = ; { $name } сыграл(а) { $move }
