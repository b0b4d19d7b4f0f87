import tensorflow as tf

for name in ("RMSprop", "legacy.RMSprop"):
    try:
        if name == "RMSprop":
            optimizer = tf.keras.optimizers.RMSprop(learning_rate=0.5, weight_decay=0.25)  # (1)!
        else:
            optimizer = tf.keras.optimizers.legacy.RMSprop(learning_rate=0.5, weight_decay=0.25)  # (2)!
        print(f"{name}: weight_decay={optimizer.weight_decay}")
    except TypeError as e:
        print(f"{name}: TypeError: {str(e).split('. Allowed')[0]}")  # (3)!
    except ImportError as e:
        print(f"{name}: ImportError: {str(e).split('. ')[0]}")
